"""Reference solution of the kb fixture task, through the official Notion SDK."""

from notion_client import Client


def _client(ctx) -> Client:
    return Client(auth=ctx.env["NOTION_TOKEN"], base_url=ctx.env["NOTION_BASE_URL"])


def _row(client: Client, title: str) -> dict:
    source = client.search(query="Claims", filter={"property": "object", "value": "data_source"})["results"][0]
    rows = client.data_sources.query(source["id"], filter={"property": "Claim", "title": {"equals": title}})
    return rows["results"][0]


def round_1(ctx):
    client = _client(ctx)
    client.pages.update(_row(client, "CLM-0417")["id"], properties={"Status": {"select": {"name": "Closed"}}})


def round_2(ctx):
    client = _client(ctx)
    claim = _row(client, "CLM-0417")
    reserve = claim["properties"]["Reserve"]["number"]
    client.blocks.children.append(claim["id"], children=[
        {"paragraph": {"rich_text": [{"text": {"content": f"Reserve raised to {reserve} EUR."}}]}}])
    dana = next(u for u in client.users.list()["results"] if u["name"] == "Dana Okafor")
    client.pages.update(_row(client, "CLM-0502")["id"], properties={"Handler": {"people": [{"id": dana["id"]}]}})
