import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_102: torch.Tensor):
        flatten_10 = hidden_states_102.flatten(2)
        hidden_states_103 = flatten_10.transpose(1, 2)
        flatten_10 = None
        return (hidden_states_103,)
