import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_183: torch.Tensor, hidden_states_187: torch.Tensor, L_self_modules_text_model_modules_final_layer_norm_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_text_model_modules_final_layer_norm_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_188 = hidden_states_183 + hidden_states_187
        last_hidden_state_1 = torch.nn.functional.layer_norm(hidden_states_188, (256,), L_self_modules_text_model_modules_final_layer_norm_parameters_weight_, L_self_modules_text_model_modules_final_layer_norm_parameters_bias_, 1e-05)
        hidden_states_188 = None
        return (last_hidden_state_1,)
