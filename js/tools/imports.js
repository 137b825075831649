// Declares to the Emscripten linker the function js/glue.c imports, so that
// any other undefined symbol still fails the link. The module is run by the
// package's own loader (js/src/wasm.js), which provides the real one.
mergeInto(LibraryManager.library, {
	unojs_hook: function () {
		return -1;
	},
});
