import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_165: torch.Tensor, hidden_states_169: torch.Tensor, L_self_modules_text_model_modules_final_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_final_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_170 = hidden_states_165 + hidden_states_169
        last_hidden_state_1 = torch.nn.functional.layer_norm(hidden_states_170, (768,), L_self_modules_text_model_modules_final_layer_norm_parameters_weight_, L_self_modules_text_model_modules_final_layer_norm_parameters_bias_, 1e-06)
        hidden_states_170 = None
        pooled_output = last_hidden_state_1[(slice(None, None, None), -1, slice(None, None, None))]
        return (pooled_output, last_hidden_state_1)
