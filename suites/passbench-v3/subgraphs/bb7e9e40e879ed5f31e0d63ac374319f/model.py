import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, sigmoid_4: torch.Tensor, attention_scores_19: torch.Tensor):
        relative_position_bias_14 = 16 * sigmoid_4
        unsqueeze_16 = relative_position_bias_14.unsqueeze(0)
        relative_position_bias_14 = None
        attention_scores_20 = attention_scores_19 + unsqueeze_16
        unsqueeze_16 = None
        attention_probs_8 = torch.nn.functional.softmax(attention_scores_20, dim=-1)
        attention_scores_20 = None
        attention_probs_9 = torch.nn.functional.dropout(attention_probs_8, 0.0, False, False)
        attention_probs_8 = None
        return (attention_probs_9,)
