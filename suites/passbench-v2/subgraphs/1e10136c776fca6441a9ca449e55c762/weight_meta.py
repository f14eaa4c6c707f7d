class Program_weight_tensor_meta_q_embed:
    name = "q_embed"
    shape = [1, 4, 128, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00015358393255437974
    std = 0.999942049942947
    data = None
    min_val = -4.44133186340332
    max_val = 4.04819393157959


class Program_weight_tensor_meta_key:
    name = "key"
    shape = [1, 4, 128, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0012377396240199623
    std = 0.9999415953397832
    data = None
    min_val = -4.067079544067383
    max_val = 3.9972734451293945


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [1, 4, 128, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0010345679430243254
    std = 0.9999410904858231
    data = None
    min_val = -4.237802505493164
    max_val = 4.06652307510376


class Program_weight_tensor_meta_attention_mask_3:
    name = "attention_mask_3"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
