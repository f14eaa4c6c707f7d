import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_30: torch.Tensor, hidden_states_26: torch.Tensor, L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_3_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_3_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        add_8 = hidden_states_30 + hidden_states_26
        hidden_states_31 = torch.nn.functional.layer_norm(add_8, (256,), L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_3_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_0_modules_auto_model_modules_encoder_modules_layer_modules_3_modules_output_modules_LayerNorm_parameters_bias_, 1e-12)
        add_8 = None
        first_token_tensor = hidden_states_31[(slice(None, None, None), 0)]
        return (first_token_tensor, hidden_states_31)
