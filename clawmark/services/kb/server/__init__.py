"""The knowledge base's HTTP server: a Starlette app speaking the Notion API, one module per
resource group (users, pages, databases, data_sources, blocks, search, comments)."""
