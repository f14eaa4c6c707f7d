import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_layer_t: torch.Tensor, relations_keys: torch.Tensor):
        contiguous = query_layer_t.contiguous()
        query_layer_r = contiguous.view(45, 4, 8)
        contiguous = None
        permute_4 = relations_keys.permute(0, 2, 1)
        return (query_layer_r, permute_4)
