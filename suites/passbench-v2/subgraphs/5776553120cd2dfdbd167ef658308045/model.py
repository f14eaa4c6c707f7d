import torch


class GraphModule(torch.nn.Module):
    def forward(self, key_30: torch.Tensor, value_28: torch.Tensor):
        hidden_states_126 = key_30.reshape(1, 5, 8, 16)
        key_31 = hidden_states_126.transpose(1, 2)
        hidden_states_126 = None
        hidden_states_127 = value_28.reshape(1, 5, 8, 16)
        value_29 = hidden_states_127.transpose(1, 2)
        hidden_states_127 = None
        return (key_31, value_29)
