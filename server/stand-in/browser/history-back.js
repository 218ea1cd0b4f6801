// Stand-in pages: a [data-back] button returns to the previous page (the form, with what was typed).
for (const button of document.querySelectorAll('[data-back]')) {
  button.addEventListener('click', () => history.back());
}
