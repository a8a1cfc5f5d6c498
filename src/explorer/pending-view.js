if (location.search.length > 1) {
  var names = document.documentElement.classList;
  names.add('view-pending');
  // A filter in the link: its chips will stand above the results, so their line is kept from the start.
  for (var key of new URLSearchParams(location.search).keys()) if (!/^(sort|cols|size|page|view|metric|series|scale|c)$/.test(key)) names.add('view-filtered');
}
