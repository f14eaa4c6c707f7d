import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_277: torch.Tensor, hidden_states_281: torch.Tensor, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_layer_norm1_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_layer_norm1_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_282 = hidden_states_277 + hidden_states_281
        hidden_states_283 = torch.nn.functional.layer_norm(hidden_states_282, (1024,), L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_layer_norm1_parameters_weight_, L_self_modules_text_encoder_modules_text_model_modules_encoder_modules_layers_modules_1_modules_layer_norm1_parameters_bias_, 1e-05)
        return (hidden_states_283, hidden_states_282)
