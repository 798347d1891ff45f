/* ftmodule.h: the freetype modules the browser build keeps (mk/web_libs.mk): TrueType
 * outlines and their tables, the auto-hinter and the anti-aliased renderer - what SDL_ttf
 * needs to draw the embedded DejaVu Sans Mono. */
FT_USE_MODULE(FT_Module_Class, autofit_module_class)
FT_USE_MODULE(FT_Driver_ClassRec, tt_driver_class)
FT_USE_MODULE(FT_Module_Class, psnames_module_class)
FT_USE_MODULE(FT_Module_Class, sfnt_module_class)
FT_USE_MODULE(FT_Renderer_Class, ft_smooth_renderer_class)
