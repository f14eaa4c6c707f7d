import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_79: torch.Tensor, hidden_states_83: torch.Tensor, L_self_modules_image_encoder_modules_vision_model_modules_post_layernorm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_image_encoder_modules_vision_model_modules_post_layernorm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_84 = hidden_states_79 + hidden_states_83
        last_hidden_state = torch.nn.functional.layer_norm(hidden_states_84, (768,), L_self_modules_image_encoder_modules_vision_model_modules_post_layernorm_parameters_weight_, L_self_modules_image_encoder_modules_vision_model_modules_post_layernorm_parameters_bias_, 1e-05)
        hidden_states_84 = None
        return (last_hidden_state,)
