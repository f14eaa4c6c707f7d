import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, sigmoid_2: torch.Tensor, attention_scores_10: torch.Tensor):
        relative_position_bias_8 = 16 * sigmoid_2
        unsqueeze_8 = relative_position_bias_8.unsqueeze(0)
        relative_position_bias_8 = None
        attention_scores_11 = attention_scores_10 + unsqueeze_8
        unsqueeze_8 = None
        attention_probs_4 = torch.nn.functional.softmax(attention_scores_11, dim=-1)
        attention_scores_11 = None
        attention_probs_5 = torch.nn.functional.dropout(attention_probs_4, 0.0, False, False)
        attention_probs_4 = None
        return (attention_probs_5,)
