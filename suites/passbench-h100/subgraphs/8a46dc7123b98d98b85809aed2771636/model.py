import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_6: torch.Tensor, L_self_modules_projector_modules_query_mlp_modules_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_projector_modules_query_mlp_modules_2_parameters_bias_: torch.nn.parameter.Parameter, L_grid_coords_: torch.Tensor, L_self_modules_projector_transition_x: torch.Tensor):
        input_7 = torch.nn.functional.linear(input_6, L_self_modules_projector_modules_query_mlp_modules_2_parameters_weight_, L_self_modules_projector_modules_query_mlp_modules_2_parameters_bias_)
        Q_smooth = input_7[(..., slice(None, 64, None))]
        Q_detail = input_7[(..., slice(64, None, None))]
        input_7 = None
        grid_x = L_grid_coords_[(..., slice(0, 1, None))]
        item_3 = L_self_modules_projector_transition_x.item()
        return (grid_x, Q_detail, Q_smooth)
