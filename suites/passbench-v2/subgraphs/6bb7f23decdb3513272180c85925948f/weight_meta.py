class Program_weight_tensor_meta_q_embed:
    name = "q_embed"
    shape = [1, 8, 144, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 9.830371088397843e-05
    std = 0.09088065217712633
    data = None
    min_val = -0.36833879351615906
    max_val = 0.3851690888404846


class Program_weight_tensor_meta_k_embed:
    name = "k_embed"
    shape = [1, 8, 144, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.5492903900582e-05
    std = 0.0900516569186083
    data = None
    min_val = -0.37609148025512695
    max_val = 0.4162878394126892


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 8, 144, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.351436319347588e-05
    std = 0.08996641097617782
    data = None
    min_val = -0.358907550573349
    max_val = 0.3717080354690552


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 144, 144]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
