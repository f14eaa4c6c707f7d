import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_12: torch.Tensor, attention_scores_28: torch.Tensor):
        relative_position_bias_19 = permute_12.contiguous()
        sigmoid_6 = torch.sigmoid(relative_position_bias_19)
        relative_position_bias_19 = None
        relative_position_bias_20 = 16 * sigmoid_6
        sigmoid_6 = None
        unsqueeze_24 = relative_position_bias_20.unsqueeze(0)
        relative_position_bias_20 = None
        attention_scores_29 = attention_scores_28 + unsqueeze_24
        unsqueeze_24 = None
        attention_probs_12 = torch.nn.functional.softmax(attention_scores_29, dim=-1)
        attention_scores_29 = None
        attention_probs_13 = torch.nn.functional.dropout(attention_probs_12, 0.0, False, False)
        attention_probs_12 = None
        return (attention_probs_13,)
