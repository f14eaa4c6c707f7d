class Program_weight_tensor_meta_attention_probs:
    name = "attention_probs"
    shape = [196, 12, 8, 8]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.62822922202058e-06
    std = 0.012241222814990403
    data = None
    min_val = -0.05662262439727783
    max_val = 0.056110989302396774
