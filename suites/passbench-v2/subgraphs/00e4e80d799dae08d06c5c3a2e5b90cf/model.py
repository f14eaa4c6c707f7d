import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_57: torch.Tensor, attn_output_21: torch.Tensor, L_self_modules_vision_model_modules_visual_modules_transformer_modules_resblocks_modules_0_modules_ln_2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_vision_model_modules_visual_modules_transformer_modules_resblocks_modules_0_modules_ln_2_parameters_bias_: torch.nn.parameter.Parameter):
        residual_state = hidden_states_57 + attn_output_21
        hidden_state = torch.nn.functional.layer_norm(residual_state, (768,), L_self_modules_vision_model_modules_visual_modules_transformer_modules_resblocks_modules_0_modules_ln_2_parameters_weight_, L_self_modules_vision_model_modules_visual_modules_transformer_modules_resblocks_modules_0_modules_ln_2_parameters_bias_, 1e-05)
        return (hidden_state, residual_state)
