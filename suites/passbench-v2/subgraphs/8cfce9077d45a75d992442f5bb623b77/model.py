import torch


class GraphModule(torch.nn.Module):
    def forward(self, value_26: torch.Tensor):
        hidden_states_121 = value_26.reshape(1, 4096, 8, 16)
        value_27 = hidden_states_121.transpose(1, 2)
        hidden_states_121 = None
        return (value_27,)
