import torch


class GraphModule(torch.nn.Module):
    def forward(self, value_28: torch.Tensor):
        hidden_states_127 = value_28.reshape(1, 6, 8, 16)
        value_29 = hidden_states_127.transpose(1, 2)
        hidden_states_127 = None
        return (value_29,)
