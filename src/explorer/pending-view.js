if (location.search.length > 1) document.documentElement.classList.add('view-pending');
