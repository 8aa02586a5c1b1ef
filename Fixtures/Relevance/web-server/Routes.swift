// relevance: skim (uses the server's router)
func registerRoutes(on router: Router) {
    router.get("/") { _ in Response(body: HomePage().render()) }
}
