class Program_weight_tensor_meta_attention_probs_5:
    name = "attention_probs_5"
    shape = [8, 12, 197, 197]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.005076142134558562
    std = 6.21325967694877e-05
    data = None
    min_val = 0.004741052631288767
    max_val = 0.00541495718061924


class Program_weight_tensor_meta_value_1:
    name = "value_1"
    shape = [8, 12, 197, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.982905244895274e-06
    std = 0.1109231959487862
    data = None
    min_val = -0.5784285068511963
    max_val = 0.5312244892120361
