import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_padded_5: torch.Tensor, add_6: torch.Tensor):
        diagonal_attention_scores_4 = hidden_states_padded_5.new_zeros((16, add_6, 256, 513))
        getitem_18 = hidden_states_padded_5[(slice(None, None, None), slice(None, None, None), slice(None, 256, None), slice(None, 257, None))]
        setitem_12 = operator.setitem(diagonal_attention_scores_4, (slice(None, None, None), slice(None, -1, None), slice(None, None, None), slice(256, None, None)), getitem_18)
        getitem_18 = None
        getitem_19 = hidden_states_padded_5[(slice(None, None, None), -1, slice(256, None, None), slice(None, 257, None))]
        setitem_13 = operator.setitem(diagonal_attention_scores_4, (slice(None, None, None), -1, slice(None, None, None), slice(256, None, None)), getitem_19)
        getitem_19 = None
        getitem_20 = hidden_states_padded_5[(slice(None, None, None), slice(None, None, None), slice(-257, -1, None), slice(257, None, None))]
        setitem_14 = operator.setitem(diagonal_attention_scores_4, (slice(None, None, None), slice(1, None, None), slice(None, None, None), slice(None, 256, None)), getitem_20)
        getitem_20 = None
        getitem_21 = hidden_states_padded_5[(slice(None, None, None), 0, slice(None, 255, None), slice(-255, None, None))]
        setitem_15 = operator.setitem(diagonal_attention_scores_4, (slice(None, None, None), 0, slice(1, 256, None), slice(1, 256, None)), getitem_21)
        getitem_21 = None
        view_19 = diagonal_attention_scores_4.view(1, 16, 512, 513)
        diagonal_attention_scores_4 = None
        diagonal_attention_scores_5 = view_19.transpose(2, 1)
        view_19 = None
        return (diagonal_attention_scores_5,)
