(function () {
  var r = document.documentElement;
  r.classList.add('js');
  try {
    var t = localStorage.getItem('theme');
    if (t === 'light' || t === 'dark') r.setAttribute('data-theme', t);
  } catch {
    // Storage blocked: follow the system's theme.
  }
})();
