import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_48: torch.Tensor, key_states_16: torch.Tensor):
        contiguous_26 = transpose_48.contiguous()
        query_states_17 = contiguous_26.view(6, -1, 64)
        contiguous_26 = None
        key_states_17 = key_states_16.view(6, -1, 64)
        return (key_states_17, query_states_17)
