import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, hidden_states_19: torch.Tensor, x: torch.Tensor, L_self_modules_semantic_model_modules_encoder_modules_pos_conv_embed_modules_conv_parameters_bias_: torch.nn.parameter.Parameter):
        hidden_states_20 = torch.conv1d(hidden_states_19, x, L_self_modules_semantic_model_modules_encoder_modules_pos_conv_embed_modules_conv_parameters_bias_, (1,), (64,), (1,), 16)
        hidden_states_21 = hidden_states_20[(slice(None, None, None), slice(None, None, None), slice(None, -1, None))]
        hidden_states_20 = None
        return (hidden_states_21,)
