import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_83: torch.Tensor):
        contiguous_50 = transpose_83.contiguous()
        query_states_33 = contiguous_50.view(8, -1, 64)
        contiguous_50 = None
        return (query_states_33,)
