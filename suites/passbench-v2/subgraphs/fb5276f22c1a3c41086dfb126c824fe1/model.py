import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, inputs_embeds_2: torch.Tensor, L_self_modules_embed_positions_parameters_weight_: torch.nn.parameter.Parameter):
        add = inputs_embeds_2 + L_self_modules_embed_positions_parameters_weight_
        hidden_states = add.to(torch.bfloat16)
        add = None
        hidden_states_1 = torch.nn.functional.dropout(hidden_states, p=0.0, training=False)
        hidden_states = None
        return (hidden_states_1,)
