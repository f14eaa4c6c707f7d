import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_encoder_modules_layer_modules_11_parameters_lambda_2_: torch.nn.parameter.Parameter, hidden_states_83: torch.Tensor, hidden_states_79: torch.Tensor):
        layer_output_34 = L_self_modules_encoder_modules_layer_modules_11_parameters_lambda_2_ * hidden_states_83
        layer_output_35 = layer_output_34 + hidden_states_79
        layer_output_34 = None
        return (layer_output_35,)
