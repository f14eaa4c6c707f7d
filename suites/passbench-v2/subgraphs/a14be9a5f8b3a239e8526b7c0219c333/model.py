import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_283: torch.Tensor, hidden_states_288: torch.Tensor):
        hidden_states_289 = hidden_states_283 + hidden_states_288
        hidden_states_290 = hidden_states_289.permute(0, 2, 1)
        hidden_states_289 = None
        return (hidden_states_290,)
