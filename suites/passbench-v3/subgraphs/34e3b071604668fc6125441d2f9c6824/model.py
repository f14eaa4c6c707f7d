import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_178: torch.Tensor, hidden_states_174: torch.Tensor, L_self_modules_text_model_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_bias_: torch.nn.parameter.Parameter):
        add_62 = hidden_states_178 + hidden_states_174
        hidden_states_179 = torch.nn.functional.layer_norm(add_62, (768,), L_self_modules_text_model_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_weight_, L_self_modules_text_model_modules_encoder_modules_layer_modules_11_modules_output_modules_LayerNorm_parameters_bias_, 1e-12)
        add_62 = None
        first_token_tensor = hidden_states_179[(slice(None, None, None), 0)]
        return (first_token_tensor, hidden_states_179)
