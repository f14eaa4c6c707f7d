class Program_weight_tensor_meta_attention_probs_3:
    name = "attention_probs_3"
    shape = [8, 12, 197, 197]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.192174485985693e-06
    std = 0.01226895742475625
    data = None
    min_val = -0.06837590038776398
    max_val = 0.06548212468624115
