// Stand-in walk-through script (spec 7: loaded through the common API's answer). A real one would
// start a guided tour; this one only marks the document, so tests can see that it ran.
document.documentElement.setAttribute('data-walkthrough', 'ready');
