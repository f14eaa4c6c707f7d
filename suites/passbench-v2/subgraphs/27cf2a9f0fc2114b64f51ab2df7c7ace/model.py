import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, attn_output_4: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_layer_scale1_parameters_lambda1_: torch.nn.parameter.Parameter, embeddings_4: torch.Tensor, L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_1 = attn_output_4 * L_self_modules_encoder_modules_layer_modules_0_modules_layer_scale1_parameters_lambda1_
        hidden_states_2 = hidden_states_1 + embeddings_4
        hidden_states_1 = None
        hidden_states_3 = torch.nn.functional.layer_norm(hidden_states_2, (768,), L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_weight_, L_self_modules_encoder_modules_layer_modules_0_modules_norm2_parameters_bias_, 1e-06)
        return (hidden_states_3, hidden_states_2)
