import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_encoder_modules_layer_modules_3_parameters_lambda_2_: torch.nn.parameter.Parameter, hidden_states_27: torch.Tensor, hidden_states_23: torch.Tensor):
        layer_output_10 = L_self_modules_encoder_modules_layer_modules_3_parameters_lambda_2_ * hidden_states_27
        layer_output_11 = layer_output_10 + hidden_states_23
        layer_output_10 = None
        patch_tokens = layer_output_11[(slice(None, None, None), slice(1, None, None), slice(None, None, None))]
        return (patch_tokens, layer_output_11)
