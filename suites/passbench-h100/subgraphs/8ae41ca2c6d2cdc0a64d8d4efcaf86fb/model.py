import torch


class GraphModule(torch.nn.Module):
    def forward(self, attentions_probs_r: torch.Tensor, relations_values: torch.Tensor):
        value_position_scores = torch.matmul(attentions_probs_r, relations_values)
        value_position_scores_r = value_position_scores.view(45, 1, 4, 8)
        value_position_scores = None
        value_position_scores_r_t = value_position_scores_r.permute(1, 2, 0, 3)
        value_position_scores_r = None
        return (value_position_scores_r_t,)
