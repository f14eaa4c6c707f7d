import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_28: torch.Tensor):
        contiguous_8 = transpose_28.contiguous()
        query_states_1 = contiguous_8.view(8, -1, 32)
        contiguous_8 = None
        return (query_states_1,)
