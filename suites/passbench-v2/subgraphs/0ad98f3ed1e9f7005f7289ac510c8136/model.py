import torch


class GraphModule(torch.nn.Module):
    def forward(self, query_states_4: torch.Tensor):
        reshape_8 = query_states_4.reshape(1, 1025, 16, 64)
        query_states_5 = reshape_8.transpose(1, 2)
        reshape_8 = None
        return (query_states_5,)
