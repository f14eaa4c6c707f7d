import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_9: torch.Tensor):
        hidden_state_8 = permute_9.contiguous()
        hidden_state_9 = hidden_state_8.view(1, 128, 128, -1)
        hidden_state_8 = None
        getitem_7 = hidden_state_9[(slice(None, None, None), slice(None, 128, None), slice(None, 128, None), slice(None, None, None))]
        hidden_state_9 = None
        hidden_states_9 = getitem_7.contiguous()
        getitem_7 = None
        return (hidden_states_9,)
