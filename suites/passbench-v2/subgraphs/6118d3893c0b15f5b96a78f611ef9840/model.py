import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_2: torch.Tensor, query_states: torch.Tensor):
        value_states = transpose_2.contiguous()
        view_2 = query_states.view(1, 260, 6, 64)
        transpose_3 = view_2.transpose(1, 2)
        view_2 = None
        return (transpose_3, value_states)
