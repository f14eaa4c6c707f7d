import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, permute_22: torch.Tensor, attention_scores_49: torch.Tensor):
        relative_position_bias_34 = permute_22.contiguous()
        sigmoid_11 = torch.sigmoid(relative_position_bias_34)
        relative_position_bias_34 = None
        relative_position_bias_35 = 16 * sigmoid_11
        sigmoid_11 = None
        unsqueeze_41 = relative_position_bias_35.unsqueeze(0)
        relative_position_bias_35 = None
        attention_scores_50 = attention_scores_49 + unsqueeze_41
        unsqueeze_41 = None
        attention_probs_22 = torch.nn.functional.softmax(attention_scores_50, dim=-1)
        attention_scores_50 = None
        attention_probs_23 = torch.nn.functional.dropout(attention_probs_22, 0.0, False, False)
        attention_probs_22 = None
        return (attention_probs_23,)
