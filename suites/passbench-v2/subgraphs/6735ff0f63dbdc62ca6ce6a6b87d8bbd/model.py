import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_ids: torch.Tensor, L_self_modules_transformer_modules_wte_parameters_weight_: torch.nn.parameter.Parameter, L_self_modules_transformer_modules_wpe_parameters_weight_: torch.nn.parameter.Parameter, L_attention_mask_: torch.Tensor):
        inputs_embeds = torch.nn.functional.embedding(input_ids, L_self_modules_transformer_modules_wte_parameters_weight_, None, None, 2.0, False, False)
        cache_position = torch.arange(0, 31, device=torch.device(type="cuda", index=0))
        position_ids = cache_position.unsqueeze(0)
        position_embeds = torch.nn.functional.embedding(position_ids, L_self_modules_transformer_modules_wpe_parameters_weight_, None, None, 2.0, False, False)
        position_ids = None
        to = position_embeds.to(torch.device(type="cuda", index=0))
        position_embeds = None
        hidden_states = inputs_embeds + to
        inputs_embeds = to = None
        attention_mask = L_attention_mask_.view(1, -1)
        return (attention_mask, cache_position, hidden_states)
