import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_38: torch.Tensor):
        contiguous_23 = transpose_38.contiguous()
        query_states_15 = contiguous_23.view(12, -1, 64)
        contiguous_23 = None
        return (query_states_15,)
