if (location.search.length > 1) {
  var names = document.documentElement.classList;
  names.add('view-pending');
  // For as long as the page is open: a link to a view, whose results a phone shows on its first screen.
  names.add('view-linked');
  var params = new URLSearchParams(location.search);
  // A filter in the link: its chips will stand above the results, so their line is kept from the start.
  for (var key of params.keys()) if (!/^(sort|cols|size|page|view|metric|series|scale|time|c|country)$/.test(key)) names.add('view-filtered');
  // A search in the link: the search terms and the city names (the home page names their files) come with the page's first requests.
  var script = document.currentScript;
  var files = script ? [script.getAttribute('data-search-terms'), script.getAttribute('data-city-names')] : [];
  for (var file of files) {
    if (!file || !(params.get('q') || '').trim()) continue;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = file;
    document.head.append(link);
  }
}
