import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, output_1: torch.Tensor, hidden_states_35: torch.Tensor):
        hidden_states_44 = output_1 + hidden_states_35
        hidden_states_45 = hidden_states_44.to(torch.float32)
        return (hidden_states_45, hidden_states_44)
