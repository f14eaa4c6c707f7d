import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_31: torch.Tensor, L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_32 = torch._C._nn.linear(hidden_states_31, L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_weight_, L_self_modules_hubert_modules_encoder_modules_layers_modules_0_modules_feed_forward_modules_output_dense_parameters_bias_)
        hidden_states_33 = torch.nn.functional.dropout(hidden_states_32, 0.1, False, False)
        hidden_states_32 = None
        return (hidden_states_33,)
