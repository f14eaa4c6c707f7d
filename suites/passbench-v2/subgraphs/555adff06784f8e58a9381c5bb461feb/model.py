import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_99: torch.Tensor):
        flatten_8 = hidden_states_99.flatten(2)
        hidden_states_100 = flatten_8.transpose(1, 2)
        flatten_8 = None
        return (hidden_states_100,)
